import type { ReactNode } from 'react';

/**
 * A handful of outline icons (24×24, stroke = currentColor); always decorative. `paths` are
 * the strokes' path data, `children` any other shapes after them.
 */
function Icon({ paths, children }: { paths: string[]; children?: ReactNode }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="h-5 w-5"
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
      {children}
    </svg>
  );
}

export const EyeIcon = () => (
  <Icon paths={['M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z']}>
    <circle cx="12" cy="12" r="3" />
  </Icon>
);

export const PencilIcon = () => <Icon paths={['M16.9 3.6a2.1 2.1 0 0 1 3 3L8 18.5 4 20l1.5-4Z']} />;

export const TrashIcon = () => (
  <Icon paths={['M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3']} />
);

export const PlusIcon = () => <Icon paths={['M12 5v14M5 12h14']} />;

export const RestoreIcon = () => <Icon paths={['M3 12a9 9 0 1 0 3-6.7L3 8', 'M3 3v5h5']} />;

export const XIcon = () => <Icon paths={['M6 6l12 12M18 6 6 18']} />;

export const KeyIcon = () => (
  <Icon paths={['m10.8 12.2 8.2-8.2M16 7l3 3M14 9l2 2']}>
    <circle cx="8" cy="15" r="4" />
  </Icon>
);

export const PowerIcon = () => <Icon paths={['M12 3v9', 'M6.3 7.3a8 8 0 1 0 11.4 0']} />;

export const DownloadIcon = () => <Icon paths={['M12 4v11M7 10l5 5 5-5M5 20h14']} />;

export const BellIcon = () => (
  <Icon paths={['M6 16V11a6 6 0 0 1 12 0v5l2 2H4Z', 'M10 20a2 2 0 0 0 4 0']} />
);
