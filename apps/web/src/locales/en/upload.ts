import type { UploadMessages } from '../de/upload';

export const upload: UploadMessages = {
  unsupportedType: 'Files of type .{{extension}} are not supported.',
  unsupportedNoExtension: 'Files without an extension are not supported.',
  supportedFormats: 'Supported formats: {{formats}}',
  tooLarge: 'The file is too large, max 100MB.',
  emptyFile: 'The file is empty.',
  chooseText: 'Please choose your 3D data for the upload.',
  choose: 'Choose 3D file',
  close: 'Close upload',
  progressLabel: 'Progress',
  uploadedOf: '{{loaded}} of {{total}} uploaded',
  messages: {
    preparing: 'Preparing the upload …',
    uploading: 'Uploading the file …',
    convertingStepToStl: 'Converting the STEP file to STL …',
    convertingToTrf: 'Preparing the model for calculation …',
    analyzing: 'Analysing the model …',
    analyzingDimensions: 'Calculating volume and dimensions …',
    repairing: 'Repairing the model …',
    completed: 'Analysis completed',
  },
  errors: {
    header: 'Something seems to have gone wrong',
    uploadFailed: 'Please try again later.',
    queueFull: 'Many files are being analysed right now. Please try again in a minute.',
    rateLimited: 'Too many uploads in a short time. Please wait a moment.',
    timeout: 'The analysis took too long. Please try again.',
  },
};
