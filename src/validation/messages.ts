/**
 * Every message of the client validation catalogue. The ones the
 * spec quotes are copied to the letter; the rest ("Invalid ..." and the rules the spec
 * names without a message) follow the same two voices: "Please enter a valid ..." for a
 * format the user types, "This field ..." for a character or range rule.
 */
export const VALIDATION_MESSAGES = {
  // Quoted by the spec.
  required: 'This field is required',
  email: 'Please enter a valid email address',
  url: 'Please enter a valid url',
  domain: 'Please enter a valid domain',
  password: 'Password cannot start or end with spaces',
  twoFactorCode: 'Invalid authentication code',
  recoveryCode: 'Invalid recovery code',
  charityNumber: 'Invalid Charity Number',
  vatNumber: 'Invalid Vat Number',
  companyNumber: 'Invalid Company Number',
  missingUrl: 'Missing URL',

  // "Each has an 'Invalid ...' message": one pattern, the service's own name for the thing.
  analyticsMeasurementId: 'Invalid Google Analytics measurement ID',
  analyticsTrackingId: 'Invalid Google Analytics tracking ID',
  facebookPixel: 'Invalid Facebook pixel code',
  adsConversionId: 'Invalid Google Ads conversion ID',
  adsConversionLabel: 'Invalid Google Ads conversion label',
  googleVerification: 'Invalid Google verification meta tag',
  pinterestVerification: 'Invalid Pinterest verification meta tag',
  facebookVerification: 'Invalid Facebook verification meta tag',
  pinterestPixel: 'Invalid Pinterest pixel code',
  iframeEmbed: 'Invalid iframe embed code',

  // Named by the spec without a message.
  alpha: 'This field may only contain letters and numbers',
  alphaDash: 'This field may only contain letters, numbers, dashes and underscores',
  alphaSpaces: 'This field may only contain letters, numbers and spaces',
  alphaSpacesPunctuation: 'This field may only contain letters, numbers, spaces and punctuation',
  numeric: 'This field may only contain numbers',
  numericFloat: 'This field must be a number',
  hasNumber: 'This field must contain at least one number',
  twoDecimals: 'This field must be a number with up to two decimal places',
  positive: 'This field must be a positive number',
  lowercase: 'This field may only contain lowercase letters',
  nulCharacter: 'This field may not contain a NUL character',
  minLength: (min: number) => `This field must be at least ${min} characters`,
  maxLength: (max: number) => `This field must be no more than ${max} characters`,
  minValue: (min: number) => `This field must be ${min} or more`,
  maxValue: (max: number) => `This field must be ${max} or less`,
  fileExtension: (extensions: readonly string[]) =>
    `Please choose a file of type ${extensions.join(', ')}`,
  ukPhone: 'Please enter a valid UK phone number',
  ukSortCode: 'Please enter a valid sort code, for example 12-34-56',
  ukPostcode: 'Please enter a valid UK postcode',
  ukNationalInsurance: 'Please enter a valid National Insurance number',
  ukBankAccount: 'Please enter a valid 8 digit account number',
} as const;
