/**
 * The sections of the selected page, top to bottom: select one to edit it; reorder by dragging its handle or by
 * keyboard (focus the handle, Space to lift, arrow keys to move, Space to drop; or the Move up/down buttons);
 * duplicate; delete; add a new one from the palette of every section type.
 */
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import type { SectionKind } from './schema-bundle.ts';
import type { Json } from './site-paths.ts';

export interface SectionOutlineProps {
  sections: Json[];
  selected: number | undefined;
  kinds: SectionKind[];
  onSelect: (index: number) => void;
  onMove: (from: number, to: number) => void;
  onDuplicate: (index: number) => void;
  onDelete: (index: number) => void;
  onAdd: (kind: SectionKind) => void;
}

/** "3 · faq — Frequently asked questions": how a section is named in lists and announcements. */
export function sectionName(section: Json, index: number): string {
  const heading = typeof section.heading === 'string' ? section.heading : '';
  return `${index + 1} · ${String(section.type ?? 'section')}${heading ? ` — ${heading}` : ''}`;
}

export function SectionOutline(props: SectionOutlineProps) {
  const { sections, selected, kinds, onSelect, onMove, onDuplicate, onDelete, onAdd } = props;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const ids = sections.map((_, i) => `section-${i}`);
  const indexOf = (id: string | number) => ids.indexOf(String(id));
  const place = (id: string | number | undefined) =>
    id === undefined ? '' : `place ${indexOf(id) + 1} of ${sections.length}`;
  const dragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onMove(indexOf(active.id), indexOf(over.id));
  };
  return (
    <section className="outline" aria-labelledby="outline-title">
      <h3 id="outline-title">Sections</h3>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={dragEnd}
        accessibility={{
          screenReaderInstructions: {
            draggable:
              'To move a section, press Space, then the up and down arrow keys, then Space again to drop it, or Escape to cancel.',
          },
          announcements: {
            onDragStart: ({ active }) => `Picked up section ${indexOf(active.id) + 1}.`,
            onDragOver: ({ over }) => (over ? `Over ${place(over.id)}.` : 'Outside the list.'),
            onDragEnd: ({ active, over }) =>
              over
                ? `Section ${indexOf(active.id) + 1} dropped at ${place(over.id)}.`
                : 'Dropped outside the list; nothing moved.',
            onDragCancel: () => 'Moving cancelled; nothing moved.',
          },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol className="outline__list">
            {sections.map((section, i) => (
              <OutlineRow
                key={ids[i]}
                id={ids[i]!}
                name={sectionName(section, i)}
                selected={selected === i}
                first={i === 0}
                last={i === sections.length - 1}
                onSelect={() => onSelect(i)}
                onUp={() => onMove(i, i - 1)}
                onDown={() => onMove(i, i + 1)}
                onDuplicate={() => onDuplicate(i)}
                onDelete={() => onDelete(i)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <Palette kinds={kinds} onAdd={onAdd} />
    </section>
  );
}

interface OutlineRowProps {
  id: string;
  name: string;
  selected: boolean;
  first: boolean;
  last: boolean;
  onSelect: () => void;
  onUp: () => void;
  onDown: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

function OutlineRow({
  id,
  name,
  selected,
  first,
  last,
  onSelect,
  onUp,
  onDown,
  onDuplicate,
  onDelete,
}: OutlineRowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  return (
    <li
      ref={setNodeRef}
      className={`outline__row${selected ? ' outline__row--selected' : ''}${isDragging ? ' outline__row--dragging' : ''}`}
      style={{ transform: CSS.Transform.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="outline__handle"
        {...attributes}
        {...listeners}
        aria-label={`Drag to move section ${name}`}
      >
        ⠿
      </button>
      <button type="button" className="outline__name" aria-current={selected ? 'true' : undefined} onClick={onSelect}>
        {name}
      </button>
      {selected && (
        <span className="outline__actions">
          <button type="button" onClick={onUp} disabled={first} aria-label={`Move up: ${name}`}>
            ↑
          </button>
          <button type="button" onClick={onDown} disabled={last} aria-label={`Move down: ${name}`}>
            ↓
          </button>
          <button type="button" onClick={onDuplicate} aria-label={`Duplicate: ${name}`}>
            Duplicate
          </button>
          <button type="button" onClick={onDelete} aria-label={`Delete: ${name}`}>
            Delete
          </button>
        </span>
      )}
    </li>
  );
}

function Palette({ kinds, onAdd }: { kinds: SectionKind[]; onAdd: (kind: SectionKind) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="palette">
      <button
        type="button"
        className="button"
        aria-expanded={open}
        aria-controls="palette-list"
        onClick={() => setOpen(!open)}
      >
        Add a section
      </button>
      {open && (
        <ul id="palette-list" className="palette__list" aria-label="Section types">
          {kinds.map((kind) => (
            <li key={kind.type}>
              <button
                type="button"
                className="palette__kind"
                onClick={() => {
                  setOpen(false);
                  onAdd(kind);
                }}
              >
                <strong>{kind.type}</strong>
                <span>{kind.description}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
