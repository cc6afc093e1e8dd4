import { Button, type ButtonProps } from '@chakra-ui/react';
import { History } from 'lucide-react';
import { useState } from 'react';
import { HistoryDialog, type HistoryTarget } from './HistoryDialog';

/**
 * A small "History" button that opens the item's History dialog. `named` puts the item's name into the button's
 * accessible name, for rows of like buttons; a setting's button sits inside its field, which names it already
 * (and a label search for the field must find the field alone).
 */
export function HistoryButton({
  target,
  named = true,
  ...props
}: { target: HistoryTarget; named?: boolean } & ButtonProps) {
  const [open, setOpen] = useState(false);
  // The dialog (its read, its Restore and the dialog's own state machines) is made when first opened, then kept for
  // its closing animation: not with each of the dozens of fields and rows that offer it.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={named ? `History of ${target.name}` : undefined}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
        {...props}
      >
        <History aria-hidden="true" />
        History
      </Button>
      {opened && <HistoryDialog target={open ? target : null} onClose={() => setOpen(false)} />}
    </>
  );
}
