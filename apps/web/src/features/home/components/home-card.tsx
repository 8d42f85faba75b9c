import type { HomeLink } from '@taller/shared/home/home.schema';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Where a figure leads: its list, with that list's own filter in the query string. */
export const linkTo = ({ route, query }: HomeLink) => {
  const search = new URLSearchParams(query).toString();
  return search ? `${route}?${search}` : route;
};

/** One figure of 'Inicio': a card that is a link to the list filtered to what it counts. */
export function HomeFigure({
  label,
  value,
  link,
  tone = 'plain',
  children,
}: {
  label: string;
  value: string;
  link: HomeLink;
  tone?: 'plain' | 'warning';
  children?: ReactNode;
}) {
  const warn = tone === 'warning';
  return (
    <Link
      to={linkTo(link)}
      className={`flex flex-col gap-1 rounded-lg border bg-white p-4 shadow-sm hover:border-slate-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-slate-900 ${warn ? 'border-amber-300' : 'border-slate-200'}`}
    >
      <span className="text-sm text-slate-700">{label}</span>
      <span
        className={`text-3xl font-semibold tabular-nums ${warn ? 'text-amber-800' : 'text-slate-900'}`}
      >
        {value}
      </span>
      {children}
    </Link>
  );
}
