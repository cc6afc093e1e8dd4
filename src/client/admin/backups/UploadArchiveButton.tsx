import { Button } from '@chakra-ui/react';
import { Upload } from 'lucide-react';
import { useRef, useState } from 'react';
import { BACKUP_UPLOAD_PATH } from '../../../common/schemas/backup';
import { toaster } from '../../components/toastStore';
import { trpc } from '../../trpc';

/**
 * "Upload a backup file": a .tar.gz the owner has (a download from this site or another server of it) is sent as
 * it is, checked whole by the server as a restore would, and listed as an Uploaded backup to restore from.
 */
export function UploadArchiveButton() {
  const utils = trpc.useUtils();
  const input = useRef<HTMLInputElement>(null);
  const [sending, setSending] = useState(false);
  const send = async (file: File) => {
    setSending(true);
    try {
      const answer = await fetch(BACKUP_UPLOAD_PATH, {
        method: 'POST',
        body: file,
        headers: { 'content-type': 'application/gzip' },
      });
      const body = (await answer.json().catch(() => ({}))) as { message?: string };
      if (!answer.ok) throw new Error(body.message ?? `The server answered ${answer.status}`);
      toaster.create({
        type: 'success',
        title: 'Backup file checked and added',
        description: 'It is in the list as Uploaded: restore it from there.',
      });
      await utils.admin.backups.status.invalidate();
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'This file was not added',
        description: error instanceof Error ? error.message : String(error),
      });
    } finally {
      setSending(false);
      if (input.current) input.current.value = '';
    }
  };
  return (
    <>
      <input
        ref={input}
        type="file"
        accept=".gz,.tgz,application/gzip"
        hidden
        aria-label="Backup file to upload"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void send(file);
        }}
      />
      <Button
        variant="outline"
        onClick={() => input.current?.click()}
        loading={sending}
        loadingText="Checking the file..."
      >
        <Upload size={18} aria-hidden="true" /> Upload a backup file
      </Button>
    </>
  );
}
