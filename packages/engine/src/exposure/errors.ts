/** Bad input to the exposure core (the server turns it into a 400 with this message). */
export class ExposureInputError extends Error {
  override name = 'ExposureInputError';
}
