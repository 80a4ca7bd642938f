/**
 * Team settings (config group `subaccount`): read per call, so an operator's change applies at once; a missing or
 * malformed row, or one outside its bounds, means the default.
 */
import { intSettings } from '~/server/db/intSettings';

export interface SubAccountSettings {
  /** The most live sub-accounts one main account may have (0: none can be added). */
  max: number;
}

const SETTINGS = intSettings<SubAccountSettings>({
  subaccount_max: ['max', 10, 0, 200],
});

export const readSubAccountSettings = SETTINGS.read;
