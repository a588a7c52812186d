import { type ModuleDelivery, type ModuleTemplate, moduleTemplate } from './module-template.ts';

// The module record page shows the template of spec 5 with why the module has it. Modules store
// their hub weeks and residentials as comma-separated text ('Sept, Jan'; 'Sept residential, Feb
// residential'), in date order.

/** The comma-separated items of a stored list, trimmed, empty ones dropped. */
export function listItems(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '');
}

export function moduleDeliveryOf(values: Readonly<Record<string, unknown>>): ModuleDelivery {
  const text = (v: unknown) => (typeof v === 'string' ? v : null);
  return { hubWeeks: listItems(text(values.hubWeeks)), residentials: listItems(text(values.residentials)) };
}

/** The template and a sentence saying which part of the rule gave it. */
export function explainModuleTemplate(delivery: ModuleDelivery): { template: ModuleTemplate; explanation: string } {
  const template = moduleTemplate(delivery);
  const first = delivery.residentials?.[0];
  const explanation =
    template === 'R1'
      ? `R1: the module has hub weeks and its first residential (${first}) is in September.`
      : template === 'R2'
        ? `R2: the module has residentials, but ${
            (typeof delivery.hubWeeks === 'number' ? delivery.hubWeeks > 0 : (delivery.hubWeeks?.length ?? 0) > 0)
              ? `its first residential (${first}) is not in September`
              : 'no hub weeks'
          }.`
        : 'MA: the module has no residentials.';
  return { template, explanation };
}
