import { useEffect, useMemo, useState } from 'react';
import type { Caption } from '../../stores/call-store.ts';
import { logger } from '../../lib/logger.ts';
import { transcriptFileName, transcriptText } from './transcript-utils.ts';

/** After the call: copy the transcript to the clipboard, or download it as a .txt file. */
export function TranscriptActions({ captions }: { captions: readonly Caption[] }) {
  const [when] = useState(() => new Date());
  const text = useMemo(() => transcriptText(captions, when), [captions, when]);
  const [copied, setCopied] = useState<'idle' | 'copied' | 'failed'>('idle');
  const [href, setHref] = useState<string | null>(null);

  useEffect(() => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
    setHref(url);
    return () => URL.revokeObjectURL(url);
  }, [text]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch (err) {
      logger.warn('clipboard refused', err);
      setCopied('failed');
    }
  }

  return (
    <div className="vc-transcript-actions">
      <button type="button" className="btn btn-secondary btn-sm" onClick={() => void copy()}>
        {copied === 'copied' ? 'Copied' : 'Copy transcript'}
      </button>
      {href ? (
        <a className="btn btn-secondary btn-sm" href={href} download={transcriptFileName(when)}>
          Download transcript (.txt)
        </a>
      ) : null}
      {copied === 'failed' ? <span className="vc-transcript-note">Copying was blocked: use Download instead.</span> : null}
    </div>
  );
}
