import type { DissertationStage } from '@collegium/domain/dissertation';
import { DEFERRED, DISSERTATION_PATH } from '@collegium/domain/dissertation-stage-moves';

// How each stage move the server offers is shown: forward is the main action; deferring, resuming
// and going back (to correct a slip) are secondary.

export type MoveKind = 'forward' | 'defer' | 'resume' | 'back';

export interface StageAction {
  to: DissertationStage;
  kind: MoveKind;
  label: string;
}

export function stageActions(stage: DissertationStage, moves: readonly DissertationStage[]): StageAction[] {
  const at = DISSERTATION_PATH.indexOf(stage);
  return moves.map((to) => {
    if (stage === DEFERRED) return { to, kind: 'resume', label: `Resume at ${to}` };
    if (to === DEFERRED) return { to, kind: 'defer', label: 'Defer' };
    if (DISSERTATION_PATH.indexOf(to) > at) return { to, kind: 'forward', label: `Move to ${to}` };
    return { to, kind: 'back', label: `Back to ${to}` };
  });
}
