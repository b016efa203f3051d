import type { RolesSection } from '../../schemas/site.types.ts';
import type { Numbered } from '../../site/resolve-site.ts';
import { InlineText } from '../../renderer/ui/InlineText.tsx';
import { SectionHeader } from '../../renderer/ui/SectionHeader.tsx';
import { SectionShell } from '../../renderer/ui/SectionShell.tsx';

/** Team roles, each a card with who has it and a checked list of what it may do. */
export default function RolesView({ section }: { section: Numbered<RolesSection> }) {
  return (
    <SectionShell number={section.number} id={section.id} className="roles">
      <SectionHeader
        number={section.number}
        eyebrow={section.eyebrow}
        heading={section.heading}
        intro={section.intro}
      />
      <ul className="roles__grid" role="list">
        {section.items.map((role) => (
          <li key={role.name} className="card role">
            <h3>{role.name}</h3>
            <p className="role__summary">
              <InlineText text={role.summary} />
            </p>
            <ul className="checklist checklist--compact" role="list">
              {role.permissions.map((permission, i) => (
                <li key={i}>
                  <InlineText text={permission} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </SectionShell>
  );
}
