export const PROVIDER_ID = 'hearth';
