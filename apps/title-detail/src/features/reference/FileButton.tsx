import { useState, type ReactNode } from 'react';
import { errorMessageKey, toApiError } from '@estante/api-client';
import { titleFile, type TitleFile } from '@estante/api-endpoints/title';
import { messageText, useTranslation } from '@estante/i18n';
import { Button } from '@estante/ui/button';
import { notify } from '@estante/ui/notify';
import { saveFile } from '@estante/ui/document';

export interface FileButtonProps {
  readonly file: TitleFile;
  readonly cod: number;
  /** The saved file's name (the server's attachment name). */
  readonly name: string;
  readonly children: ReactNode;
  /** Already translated: "File {{arquivo}} downloaded." and the failure's text. */
  readonly done: (name: string) => string;
  readonly failed: string;
}

/** Downloads one of the record's files (fetched with the page's token, saved under `name`); one request at a time. */
export function FileButton({ file, cod, name, children, done, failed }: FileButtonProps) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    if (busy) return;
    setBusy(true);
    try {
      saveFile(await titleFile(file, cod), name);
      notify.success(done(name));
    } catch (error) {
      const key = errorMessageKey(toApiError(error));
      notify.error({ title: failed, description: key ? messageText(t, key) : undefined });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button onClick={() => void download()} loading={busy}>
      {children}
    </Button>
  );
}
