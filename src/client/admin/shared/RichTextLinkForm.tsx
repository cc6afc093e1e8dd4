import { Button, HStack, Input, Stack, Text } from '@chakra-ui/react';
import type { Editor } from '@tiptap/react';
import { type KeyboardEvent, useId, useState } from 'react';
import { RICH_TEXT } from '../../../common/messages';
import { sectionLinkHref } from '../../../common/section-links';

/**
 * The address of the link at the cursor (or of the selected words): applied, changed or removed. An address the
 * site would not keep (javascript:, data:, …) is refused here with the reason, never stored.
 */
export function RichTextLinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const [address, setAddress] = useState<string>(() => editor.getAttributes('link').href ?? '');
  const [refused, setRefused] = useState(false);
  const errorId = useId();

  const apply = () => {
    const href = sectionLinkHref(address);
    if (!href) {
      setRefused(true);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    // Nothing selected and no link here: the address itself becomes the linked words.
    if (editor.state.selection.empty && !editor.isActive('link')) {
      chain
        .insertContent({ type: 'text', text: address.trim(), marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else chain.setLink({ href }).run();
    onDone();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    onDone();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Enter applies the link rather than sending the dialog's form; Escape closes this box, not the dialog.
    if (event.key === 'Enter') {
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      editor.commands.focus();
      onDone();
    }
  };

  return (
    <Stack gap="1" p="2" borderTopWidth="1px">
      <HStack gap="2" wrap="wrap">
        <Input
          size="sm"
          flex="1"
          minW="40"
          aria-label={RICH_TEXT.linkAddress}
          placeholder="/contact or https://…"
          value={address}
          aria-invalid={refused}
          aria-describedby={refused ? errorId : undefined}
          // The owner just asked for this box by pressing Link.
          autoFocus
          onChange={(event) => {
            setAddress(event.target.value);
            setRefused(false);
          }}
          onKeyDown={onKeyDown}
        />
        <Button type="button" size="sm" onClick={apply}>
          {RICH_TEXT.applyLink}
        </Button>
        {editor.isActive('link') && (
          <Button type="button" size="sm" variant="ghost" onClick={remove}>
            {RICH_TEXT.removeLink}
          </Button>
        )}
      </HStack>
      {refused && (
        <Text id={errorId} role="alert" color="fg.error" fontSize="sm">
          {RICH_TEXT.linkRefused}
        </Text>
      )}
    </Stack>
  );
}
