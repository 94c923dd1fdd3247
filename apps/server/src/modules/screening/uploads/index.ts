export { processUpload } from './process-upload.ts';
export { UPLOAD_JOB, uploadJobs } from './upload-job.ts';
export { uploadRoutes } from './uploads.routes.ts';
