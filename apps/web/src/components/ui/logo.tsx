/** The Taller mark (same drawing as public/favicon.svg), inline so it never pops in late. */
export function Logo({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" className={className} aria-hidden="true">
      <rect width="32" height="32" rx="6" fill="#1e3a8a" />
      <path d="M8 9h16v4h-6v12h-4V13H8z" fill="#fff" />
    </svg>
  );
}
