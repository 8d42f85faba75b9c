export type UploadEntry = { name: string; progress: number };

/** One progress bar per file of the upload in flight. */
export function UploadProgressList({ uploads }: { uploads: UploadEntry[] }) {
  if (uploads.length === 0) return null;
  return (
    <ul className="space-y-2" aria-label="Archivos subiendo">
      {uploads.map((upload, index) => {
        const percent = Math.round(upload.progress * 100);
        return (
          <li key={`${upload.name}-${index}`} className="text-xs text-slate-700">
            <div className="flex justify-between">
              <span className="truncate">{upload.name}</span>
              <span>{percent}%</span>
            </div>
            <progress
              className="h-2 w-full overflow-hidden rounded [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-blue-600"
              value={percent}
              max={100}
              aria-label={`Subiendo ${upload.name}`}
            />
          </li>
        );
      })}
    </ul>
  );
}
