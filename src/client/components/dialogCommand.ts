/**
 * The attributes that make a button open a modal <dialog> through the browser's invoker command: the browser
 * opens it at once, before and without any script of ours (islands/main.ts opens it where the browser has no
 * invoker commands). Chakra passes on only the attributes it knows, so these go on a plain <button> (asChild).
 */
export const opensDialog = (dialogId: string): Record<string, string> => ({
  commandfor: dialogId,
  command: 'show-modal',
});

/**
 * What every modal <dialog> styled with a Chakra recipe needs: the recipe's `display` would otherwise show it
 * closed (the browser hides a closed dialog with `display: none` only by default), and the browser's own
 * margin, padding and border go (its size limits are the recipe's to set). Its backdrop is Chakra's.
 */
export const NATIVE_DIALOG_RESET = {
  margin: '0',
  padding: '0',
  border: 'none',
  '&:not([open])': { display: 'none' },
  '&::backdrop': { bg: 'blackAlpha.500' },
  '&[open]::backdrop': { animationName: 'fade-in', animationDuration: 'slow' },
} as const;
