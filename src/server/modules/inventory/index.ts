/** Rates and inventory for operators (docs/design/catalogue.md §4): the one writer of a hotel's nights. */
export { previewBulkEdit, readNights, saveBulkEdit } from './bulkEdit';
export { type PlanState, readPlans, savePlan } from './plans';
export { importSheet } from './sheet';
