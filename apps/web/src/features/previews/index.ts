export { PartyIdentifier } from './components/party-identifier.tsx';
export { PreviewHost } from './components/preview-host.tsx';
export {
  type AddressPreviewTarget,
  type TransactionPreviewTarget,
  usePreview,
} from './preview-store.ts';
