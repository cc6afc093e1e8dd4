import { Input } from '@chakra-ui/react';
import { useEffect, useId, useState } from 'react';
import { splitList } from '../../../common/settings';
import { ListEditor } from '../shared/ListEditor';

/** How many items a comma-separated setting holds at most in the editor (its text's length limits it too). */
const MAX_ITEMS = 30;

const joined = (items: readonly string[]) =>
  items
    .map((item) => item.trim())
    .filter(Boolean)
    .join(', ');

/**
 * A comma-separated setting (a service's "What's Included", the portfolio's categories) as a list of items in
 * the panel's one list editor, as a checklist section's items are. Typing shows in the preview at once; the
 * setting saves when the focus leaves the list, and at once after a move or a removal. A comma would split an
 * item in two, so items hold none.
 */
export function ListSettingInput({
  label,
  value,
  disabled,
  onType,
  onCommit,
}: {
  label: string;
  value: string;
  disabled: boolean;
  onType: (value: string) => void;
  onCommit: (value: string) => void;
}) {
  // The rows as typed (an empty new row included), kept while they say what `value` says.
  const [items, setItems] = useState(() => splitList(value));
  // The setting's Field gives its id to every input inside it: the first item keeps it (the label names it),
  // the others get their own, so no id is on the page twice.
  const itemId = useId();
  useEffect(() => {
    setItems((current) => (joined(current) === joined(splitList(value)) ? current : splitList(value)));
  }, [value]);
  const change = (next: string[], commitNow: boolean) => {
    setItems(next);
    onType(joined(next));
    if (commitNow) onCommit(joined(next));
  };
  return (
    <ListEditor
      label={label}
      itemName="item"
      items={items}
      max={MAX_ITEMS}
      blank=""
      heading={false}
      onChange={(next, how) => change(next, how === 'move' || how === 'remove')}
      onBlur={() => onCommit(joined(items))}
      row={(item, index, update) => (
        <Input
          id={index === 0 ? undefined : `${itemId}-${index}`}
          aria-label={`${label}: item ${index + 1}`}
          value={item}
          maxLength={200}
          disabled={disabled}
          onChange={(event) => update(event.target.value.replace(/,/g, ''))}
        />
      )}
    />
  );
}
