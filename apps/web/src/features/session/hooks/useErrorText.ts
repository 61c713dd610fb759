// The field-message hook lives in lib/error-text.ts, shared by every form.
export { useErrorText } from '../../../lib/error-text';
