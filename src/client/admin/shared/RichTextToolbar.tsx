import { Box, HStack, IconButton } from '@chakra-ui/react';
import { type Editor, useEditorState } from '@tiptap/react';
import { Bold, Heading2, Heading3, Italic, Link2, List, ListOrdered, type LucideIcon } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { RICH_TEXT } from '../../../common/messages';
import { RichTextLinkForm } from './RichTextLinkForm';

interface Tool {
  name: string;
  Icon: LucideIcon;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const TOOLS: Tool[] = [
  {
    name: RICH_TEXT.bold,
    Icon: Bold,
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    name: RICH_TEXT.italic,
    Icon: Italic,
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    name: RICH_TEXT.heading2,
    Icon: Heading2,
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    name: RICH_TEXT.heading3,
    Icon: Heading3,
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    name: RICH_TEXT.bulletList,
    Icon: List,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    name: RICH_TEXT.orderedList,
    Icon: ListOrdered,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

/**
 * The editor's buttons, one tab stop (arrow keys, Home and End move between them, as a toolbar does), each with a
 * name and, for a format, whether it is on where the cursor is (aria-pressed).
 */
export function RichTextToolbar({ editor }: { editor: Editor }) {
  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) => [
      ...TOOLS.map((tool) => tool.active(current)),
      current.isActive('link'),
    ],
  });
  const [focusAt, setFocusAt] = useState(0);
  const [linkOpen, setLinkOpen] = useState(false);
  const bar = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const count = TOOLS.length + 1;
    const moves: Record<string, number> = {
      ArrowRight: (focusAt + 1) % count,
      ArrowLeft: (focusAt - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setFocusAt(next);
    bar.current?.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  };

  const button = (index: number, name: string, Icon: LucideIcon, isOn: boolean, onClick: () => void) => (
    <IconButton
      key={name}
      type="button"
      size="sm"
      variant={isOn ? 'subtle' : 'ghost'}
      aria-label={name}
      title={name}
      aria-pressed={isOn}
      tabIndex={index === focusAt ? 0 : -1}
      onFocus={() => setFocusAt(index)}
      // A press with the pointer leaves the focus (and the selection) in the text: the editor's own refocus comes a
      // frame later, and letters typed at once in between would be lost. The toolbar's tab stop still follows it.
      onMouseDown={(event) => {
        event.preventDefault();
        setFocusAt(index);
      }}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </IconButton>
  );

  return (
    <Box borderBottomWidth="1px" bg="bg.subtle" borderTopRadius="md">
      <HStack
        ref={bar}
        role="toolbar"
        aria-label={RICH_TEXT.toolbar}
        gap="0.5"
        p="1"
        wrap="wrap"
        onKeyDown={onKeyDown}
      >
        {TOOLS.map((tool, index) =>
          button(index, tool.name, tool.Icon, pressed?.[index] ?? false, () => tool.run(editor)),
        )}
        {button(TOOLS.length, RICH_TEXT.link, Link2, pressed?.[TOOLS.length] ?? false, () =>
          setLinkOpen(!linkOpen),
        )}
      </HStack>
      {linkOpen && <RichTextLinkForm editor={editor} onDone={() => setLinkOpen(false)} />}
    </Box>
  );
}
