import type { EntityDefinition } from './entity-definition.ts';
import { organisations } from './organisations.ts';

// Every module entity served by the generic calls of spec 7.2, in menu order.
export const ENTITIES: readonly EntityDefinition[] = [organisations];

export function findEntity(name: string): EntityDefinition | undefined {
  return ENTITIES.find((e) => e.name === name);
}
