import { Box, Stack, Text } from '@chakra-ui/react';
import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useId, useRef } from 'react';
import { RichTextToolbar } from './RichTextToolbar';
import { RICH_TEXT_EXTENSIONS } from './richTextExtensions';

/** How the words look while written: as the public page's prose (components/sections/SafeHtml.tsx). */
const PROSE = {
  '& .ProseMirror': { minH: '32', p: '3', outline: 'none' },
  '& p': { mb: '2' },
  '& ul, & ol': { pl: '5', mb: '2' },
  '& ul': { listStyleType: 'disc' },
  '& ol': { listStyleType: 'decimal' },
  '& a': { textDecoration: 'underline', color: 'brand.solid' },
  '& h2': { fontSize: 'xl', fontWeight: 'semibold', mt: '3', mb: '2' },
  '& h3, & h4': { fontSize: 'lg', fontWeight: 'semibold', mt: '3', mb: '2' },
  '& blockquote': { borderStartWidth: '3px', ps: '3', color: 'fg.muted' },
} as const;

/**
 * Formatted text for the owner, written with a toolbar (or Ctrl+B, Ctrl+I, …) and handed on as HTML: '' when
 * empty. Each change is reported as it happens, so the form around it (its dirty check and draft) sees it. A value
 * set from outside (a draft restored) replaces what the editor shows.
 */
export function RichTextEditor({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error?: string | undefined;
  onChange: (html: string) => void;
}) {
  const labelId = useId();
  const errorId = useId();
  const emitted = useRef(value);
  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: value,
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        'data-testid': 'rich-text-editor',
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = current.isEmpty ? '' : current.getHTML();
      emitted.current = html;
      onChange(html);
    },
  });

  useEffect(() => {
    if (!editor || value === emitted.current) return;
    emitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          'aria-invalid': error ? 'true' : 'false',
          ...(error ? { 'aria-describedby': errorId } : {}),
          'data-testid': 'rich-text-editor',
        },
      },
    });
  }, [editor, error, labelId, errorId]);

  return (
    <Stack gap="1.5">
      <Text id={labelId} fontSize="sm" fontWeight="medium">
        {label}
      </Text>
      <Box
        borderWidth="1px"
        borderColor={error ? 'border.error' : 'border'}
        borderRadius="md"
        _focusWithin={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing', outlineOffset: '1px' }}
      >
        {editor && <RichTextToolbar editor={editor} />}
        <Box css={PROSE} fontSize="sm">
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error && (
        <Text id={errorId} color="fg.error" fontSize="sm">
          {error}
        </Text>
      )}
    </Stack>
  );
}
