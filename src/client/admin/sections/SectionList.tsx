import type { PageSectionRecord } from '../../../common/schemas/page-section';
import { ReorderableList } from '../shared/ReorderableList';
import { SectionRow, type SectionRowActions } from './SectionRow';

interface SectionListProps extends SectionRowActions {
  droppableId: string;
  sections: PageSectionRecord[];
  onMove: (from: number, to: number) => void;
}

/** The sections in display order, reorderable as every list of the panel is (shared/ReorderableList.tsx). */
export function SectionList({ droppableId, sections, onMove, ...actions }: SectionListProps) {
  return (
    <ReorderableList
      id={droppableId}
      label="Sections, in page order"
      items={sections}
      onMove={onMove}
      row={(section, { provided, snapshot }) => (
        <SectionRow section={section} provided={provided} snapshot={snapshot} {...actions} />
      )}
    />
  );
}
