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
  refused: {
    header: 'We cannot read this file',
    advice:
      'Please check that you chose the right file, or export the model again from your CAD program.',
    STL_FACET_COUNT_MISMATCH:
      'It is not a valid STL file: the triangle count in its header does not match the file size, and its content is not triangles.',
    STL_NOT_GEOMETRY:
      'It is not a valid STL file: its corners are not coordinates of a model (random or encrypted data).',
    STL_ASCII_NO_SOLID: 'It is not a valid STL file: a text STL file starts with “solid”.',
    STL_ASCII_NO_FACETS: 'The STL file contains no triangles (“facet”).',
    THREEMF_NOT_ZIP:
      'It is not a valid 3MF file: a 3MF file is a ZIP archive, and this file is none or is incomplete.',
    THREEMF_ZIP_BOMB:
      'The 3MF file would unpack to more than 50 times its size, which no exported file does. It was rejected for security reasons.',
    OBJ_NOT_TEXT: 'It is not a valid OBJ file: OBJ files are text files, this one is binary.',
    OBJ_NO_VERTICES: 'The OBJ file contains no vertices (lines “v x y z”).',
    OBJ_NO_FACES: 'The OBJ file contains no faces (lines “f …”).',
    STEP_NO_HEADER: 'It is not a valid STEP file: the “ISO-10303-21” header is missing.',
    PLY_NO_HEADER: 'It is not a valid PLY file: it does not start with “ply”.',
    THREEDS_NO_MAIN_CHUNK: 'It is not a valid 3DS file: the 3DS main chunk is missing.',
  },
  errors: {
    header: 'Something seems to have gone wrong',
    uploadFailed: 'Please try again later.',
    queueFull: 'Many files are being analysed right now. Please try again in a minute.',
    rateLimited: 'Too many uploads in a short time. Please wait a moment.',
    sessionLimit:
      'You already have several files being analysed. Please wait until one of them is done, then try again.',
    clientLimit:
      'Several files from your connection are being analysed right now. Please wait until one of them is done, then try again.',
    timeout: 'The analysis took too long. Please try again.',
  },
};
