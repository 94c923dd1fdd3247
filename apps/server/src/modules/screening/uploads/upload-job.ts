import { z } from 'zod';
import type { AppDeps } from '../../../app-deps.ts';
import type { JobModule } from '../../platform/index.ts';
import { giveUpUpload } from './finish-upload.ts';
import { processUpload } from './process-upload.ts';

export const UPLOAD_JOB = 'uploads.process';

const jobData = z.object({ uploadId: z.uuid() });

/**
 * The upload's job: its rows screened in the background. Safe to run again (processUpload resumes), so a run
 * stopped by a restart is simply taken again; many retries, since each one resumes where the last stopped. When
 * the last one fails too, the rows still pending fail and the upload ends (never left In Progress).
 */
export const uploadJobs: JobModule<AppDeps> = (deps) => [
  {
    name: UPLOAD_JOB,
    retryLimit: 20,
    handler: async (data, context) => {
      const parsed = jobData.safeParse(data);
      if (!parsed.success) {
        context.log.error({ data }, 'uploads.process: malformed job data');
        return;
      }
      const { uploadId } = parsed.data;
      try {
        await processUpload(deps, uploadId, { signal: context.signal, log: context.log });
      } catch (error) {
        // The last attempt failed (not a stop of the server: that run resumes on the next start).
        if (context.finalAttempt && !context.signal.aborted) await giveUpUpload(deps.db, uploadId);
        throw error;
      }
    },
  },
];
