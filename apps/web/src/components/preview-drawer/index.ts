export { PreviewHost, type PreviewViews } from './preview-host.tsx';
export {
  type AddressPreviewTarget,
  type TransactionPreviewTarget,
  usePreview,
} from './preview-store.ts';
