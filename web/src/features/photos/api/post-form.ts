// Moved to lib/post-form.ts (issue 15: the import screen uploads too); kept so existing imports work.
export { fieldError, postForm, type UploadProgress } from '../../../lib/post-form.ts';
