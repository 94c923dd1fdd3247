export { FileUploadPanel } from './components/file-upload-panel.tsx';
