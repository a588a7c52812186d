import { refusalMessage, type RightsChange, rightsChangeRefusal } from '@collegium/domain/permission-subset';
import { AppError } from '../../http/errors.ts';

/** Throws 403 `rights_refused` when the change is not the editor's to make (domain/permission-subset.ts). */
export function refuseRightsChange(change: RightsChange, what: string): void {
  const refusal = rightsChangeRefusal(change);
  if (refusal) throw new AppError(403, 'rights_refused', refusalMessage(refusal, what));
}
