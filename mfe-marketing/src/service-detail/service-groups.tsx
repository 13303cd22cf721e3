import { icons } from '@staycompliant/ui';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@staycompliant/ui/accordion';
import type { ServiceGroup } from '../content/services';

/** The service's groups; each opens and closes on its own. The first starts open. */
export function ServiceGroups({ groups }: { groups: readonly ServiceGroup[] }) {
  return (
    <Accordion defaultValue={groups.slice(0, 1).map((group) => group.title)}>
      {groups.map((group) => (
        <AccordionItem key={group.title} value={group.title}>
          <AccordionTrigger className="text-lg">{group.title}</AccordionTrigger>
          <AccordionContent>
            <p>{group.description}</p>
            <ul className="mt-4 grid gap-2.5">
              {group.details.map((detail) => (
                <li key={detail} className="flex gap-3 text-foreground">
                  <icons.CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-success" />
                  <span>{detail}</span>
                </li>
              ))}
            </ul>
          </AccordionContent>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
