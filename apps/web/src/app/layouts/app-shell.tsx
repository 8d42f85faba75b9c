import { roleLabel } from '@taller/shared/auth/role-labels';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link, Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '../../features/auth/api/current-user';
import { useSignOut } from '../../features/auth/use-sign-out';
import { isNavItemActive, navForRole, type NavGroup, type NavItem } from './nav';
import { Logo } from '../../components/ui/logo';
import { usePopup } from '../../components/ui/use-popup';
import { NotificationBell, useNotificationStream } from '../../features/notifications';
import { KeyboardShortcuts } from './keyboard-shortcuts';

const MENU_ID = 'menu-principal';

/**
 * The frame of every signed-in screen: a sidebar with the area's sections, the current user
 * and 'Cerrar sesión'. Below the lg breakpoint the sidebar folds behind a menu button.
 */
export function AppShell({
  areaName,
  nav,
  notificationsHref,
  badges = {},
  userMenu,
}: {
  areaName: string;
  nav: NavGroup[];
  /** The area's notifications screen ('Ver todas' in the bell's panel), if it has one. */
  notificationsHref?: string;
  /** Counts beside menu entries, by their `badge` name (pending payment proofs). */
  badges?: Partial<Record<NonNullable<NavItem['badge']>, number>>;
  /** The area's own entries under the user, above 'Cerrar sesión'. */
  userMenu?: ReactNode;
}) {
  const { pathname } = useLocation();
  const { isLive } = useNotificationStream();
  const user = useCurrentUser().data;
  const { signOut, isSigningOut } = useSignOut();
  // The phone menu: choosing a section or Escape closes it.
  const { isOpen: isMenuOpen, toggle: toggleMenu } = usePopup();
  const navRef = useRef<HTMLElement>(null);

  // The menu scrolls on its own when it is taller than the screen (a 768 px laptop): keep the
  // current section in view there. jsdom has no scrollIntoView.
  useEffect(() => {
    const active = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    active?.scrollIntoView?.({ block: 'nearest' });
  }, [pathname, isMenuOpen]);

  return (
    <div className="min-h-screen bg-slate-50 lg:flex print:block print:min-h-0 print:bg-white">
      <a
        href="#contenido"
        className="sr-only z-50 print:hidden rounded bg-white px-3 py-2 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Saltar al contenido
      </a>
      {/* The phone's top bar is the page's banner: nothing on screen sits outside a landmark. */}
      <header className="sticky top-0 z-30 flex h-16 items-center justify-between bg-slate-900 px-4 text-white lg:hidden print:hidden">
        <Brand areaName={areaName} />
        <div className="flex items-center gap-1">
          <NotificationBell allHref={notificationsHref} isLive={isLive} />
          <button
            type="button"
            aria-expanded={isMenuOpen}
            aria-controls={MENU_ID}
            onClick={toggleMenu}
            className="rounded-md p-2 hover:bg-slate-800 focus-visible:ring-2 focus-visible:ring-white focus-visible:outline-none"
          >
            <span className="sr-only">{isMenuOpen ? 'Cerrar menú' : 'Abrir menú'}</span>
            <MenuIcon isOpen={isMenuOpen} />
          </button>
        </div>
      </header>

      <aside
        id={MENU_ID}
        aria-label="Barra lateral"
        className={`${isMenuOpen ? 'flex' : 'hidden'} fixed inset-x-0 top-16 bottom-0 z-20 flex-col bg-slate-900 text-slate-100 lg:sticky lg:top-0 lg:flex lg:h-screen lg:w-64 lg:shrink-0 print:hidden`}
      >
        <div className="hidden items-center justify-between gap-2 px-5 py-4 lg:flex">
          <Brand areaName={areaName} />
          <NotificationBell allHref={notificationsHref} isLive={isLive} />
        </div>
        <nav
          ref={navRef}
          aria-label="Menú principal"
          className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-3 py-2 [scrollbar-color:#475569_transparent]"
        >
          {navForRole(nav, user?.role).map((group, index) => (
            <div key={group.label ?? index} className="mb-2">
              {group.label && (
                <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-400 uppercase">
                  {group.label}
                </p>
              )}
              <ul>
                {group.items.map((item) => {
                  const isActive = isNavItemActive(item, pathname);
                  const count = item.badge ? (badges[item.badge] ?? 0) : 0;
                  return (
                    <li key={item.to}>
                      <Link
                        to={item.to}
                        aria-current={isActive ? 'page' : undefined}
                        className={`block rounded-md px-3 py-1 text-sm focus-visible:ring-2 focus-visible:ring-blue-400 focus-visible:outline-none ${
                          isActive
                            ? 'bg-blue-700 font-medium text-white'
                            : 'text-slate-200 hover:bg-slate-800 hover:text-white'
                        }`}
                      >
                        {item.label}
                        {count > 0 && (
                          <>
                            <span
                              aria-hidden="true"
                              className="ml-2 inline-flex min-w-5 items-center justify-center rounded-full bg-amber-400 px-1.5 text-xs font-semibold text-slate-900"
                            >
                              {count}
                            </span>
                            <span className="sr-only"> ({count} pendientes)</span>
                          </>
                        )}
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </div>
          ))}
        </nav>
        <div className="border-t border-slate-800 px-5 py-3">
          <dl>
            <dt className="sr-only">Usuario</dt>
            <dd className="truncate text-sm font-medium text-white">{user?.name}</dd>
            <dt className="sr-only">Rol</dt>
            <dd className="text-xs text-slate-400">{roleLabel(user?.role)}</dd>
          </dl>
          {userMenu}
          <button
            type="button"
            onClick={signOut}
            disabled={isSigningOut}
            className="mt-2 w-full rounded-md border border-slate-600 px-3 py-2 text-sm font-medium text-slate-100 hover:bg-slate-800 focus-visible:ring-2 focus-visible:ring-blue-400 focus-visible:outline-none disabled:opacity-60"
          >
            {isSigningOut ? 'Cerrando sesión...' : 'Cerrar sesión'}
          </button>
        </div>
      </aside>

      <main id="contenido" className="min-w-0 flex-1 px-4 py-6 sm:px-6 lg:px-10 lg:py-8 print:p-0">
        <Outlet />
      </main>
      <KeyboardShortcuts />
    </div>
  );
}

function Brand({ areaName }: { areaName: string }) {
  return (
    <div className="flex items-center gap-3">
      <Logo />
      <div className="leading-tight">
        <p className="text-lg font-semibold text-white">Taller</p>
        <p className="text-xs text-slate-400">{areaName}</p>
      </div>
    </div>
  );
}

function MenuIcon({ isOpen }: { isOpen: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      aria-hidden="true"
    >
      <path
        strokeLinecap="round"
        strokeWidth="2"
        d={isOpen ? 'M6 6l12 12M18 6L6 18' : 'M4 7h16M4 12h16M4 17h16'}
      />
    </svg>
  );
}
