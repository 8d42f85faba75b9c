export type LoadingIndicatorProps = {
  isLoading: boolean;
  message?: string;
  fullScreen?: boolean;
  size?: 'small' | 'medium' | 'large';
};

const SPINNER = {
  small: 'h-4 w-4 border-2',
  medium: 'h-8 w-8 border-[3px]',
  large: 'h-12 w-12 border-4',
};

/** SPEC.md §1: visible only while loading; default message 'Cargando...'; default size large. */
export function LoadingIndicator({
  isLoading,
  message = 'Cargando...',
  fullScreen = false,
  size = 'large',
}: LoadingIndicatorProps) {
  if (!isLoading) return null;
  const content = (
    <div role="status" aria-live="polite" className="flex flex-col items-center gap-3">
      <span
        className={`animate-spin rounded-full border-blue-700 border-t-transparent ${SPINNER[size]}`}
        aria-hidden="true"
      />
      {message && <span className="text-sm text-slate-700">{message}</span>}
    </div>
  );
  if (!fullScreen) return <div className="flex justify-center p-4">{content}</div>;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-white/60 backdrop-blur-sm">
      {content}
    </div>
  );
}
