import { SLOT_IMPORT_MAX_BYTES } from '@tvcm/contracts';
import { useEffect, useRef, useState } from 'react';
import { useSendOnce } from './use-send-once';

/** The preview on screen, and whether it was taken again because the commit was refused. */
export interface Previewed<Preview> {
  preview: Preview;
  afterRefusal: boolean;
}

interface ImportFlowOptions<Preview, Committed> {
  preview: (file: File) => Promise<Preview>;
  commit: (file: File) => Promise<Committed>;
  /** A commit refused because the file no longer applies (the data changed since its preview). */
  isRefused: (error: unknown) => boolean;
  /** Says what the commit did; the flow then drops the file and puts the focus back on the picker. */
  onCommitted: (result: Committed) => void;
  maxBytes?: number;
}

/**
 * The import flow every station file shares (slots, streaming and 1-day products, actual ratings):
 * a file is always previewed before it is committed, and committed as the same bytes; choosing
 * another file drops the preview of the last one; a refused commit previews the file again to show
 * why. Preview and commit each run once at a time.
 */
export function useImportFlow<Preview, Committed>({
  preview,
  commit,
  isRefused,
  onCommitted,
  maxBytes = SLOT_IMPORT_MAX_BYTES,
}: ImportFlowOptions<Preview, Committed>) {
  const [file, setFile] = useState<File | null>(null);
  const [previewed, setPreviewed] = useState<Previewed<Preview> | null>(null);
  const [confirming, setConfirming] = useState(false);
  const chooseButton = useRef<HTMLButtonElement>(null);
  // The commit button leaves with the preview: the focus goes where the next import starts, once
  // the picker is enabled again.
  const [commits, setCommits] = useState(0);
  useEffect(() => {
    if (commits > 0) chooseButton.current?.focus();
  }, [commits]);
  const tooLarge = file !== null && file.size > maxBytes;

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setPreviewed(null);
  };

  const takePreview = async (afterRefusal: boolean) => {
    if (!file) return;
    // A failure is the query client's toast; the last preview, of this same file, stays.
    const result = await preview(file).catch(() => null);
    if (result) setPreviewed({ preview: result, afterRefusal });
  };

  const previewing = useSendOnce(() => takePreview(false));
  // The confirmation closes at the first click, but the second click of a double click can still
  // reach its button before it is gone.
  const committing = useSendOnce(async () => {
    setConfirming(false);
    if (!file) return;
    let result: Committed;
    try {
      result = await commit(file);
    } catch (error) {
      if (isRefused(error)) await takePreview(true);
      return;
    }
    onCommitted(result);
    choose(null);
    setCommits((count) => count + 1);
  });

  return {
    file,
    choose,
    chooseButton,
    tooLarge,
    maxBytes,
    previewed,
    previewing,
    committing,
    busy: previewing.busy || committing.busy,
    confirming,
    askToCommit: () => setConfirming(true),
    cancelCommit: () => setConfirming(false),
  };
}

export type ImportFlow = ReturnType<typeof useImportFlow>;
