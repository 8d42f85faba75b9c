import { DELIVERY_MESSAGES as M } from '@taller/shared';
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * The phone's camera reading a label's QR (qr-scanner, loaded with this screen only). The camera
 * needs HTTPS or localhost and the user's permission: without them it says so, and typing stays.
 */
export function QrScan({
  onDecoded,
  onClose,
}: {
  onDecoded: (text: string) => void;
  onClose: () => void;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [failed, setFailed] = useState(false);
  const decoded = useRef(onDecoded);
  useEffect(() => {
    decoded.current = onDecoded;
  }, [onDecoded]);
  useEffect(() => {
    let stopped = false;
    let stop = () => {};
    void (async () => {
      try {
        const { default: QrScanner } = await import('qr-scanner');
        if (stopped || !video.current) return;
        const scanner = new QrScanner(video.current, (result) => decoded.current(result.data), {
          returnDetailedScanResult: true,
          preferredCamera: 'environment',
          maxScansPerSecond: 5,
        });
        stop = () => scanner.destroy();
        await scanner.start();
      } catch {
        if (!stopped) setFailed(true);
      }
    })();
    return () => {
      stopped = true;
      stop();
    };
  }, []);
  return (
    <div className="flex flex-col gap-2 rounded-lg border border-slate-300 bg-slate-900 p-2 text-white">
      {failed ? (
        <p role="alert" className="p-3 text-sm">
          {M.cameraUnavailable}
        </p>
      ) : (
        <>
          <video
            ref={video}
            className="aspect-square w-full rounded object-cover"
            muted
            playsInline
          />
          <p className="text-center text-sm">{M.scanHint}</p>
        </>
      )}
      <Button variant="secondary" onClick={onClose} className="min-h-12">
        {M.stopScan}
      </Button>
    </div>
  );
}
