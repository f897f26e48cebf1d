// Tests reach the tax engine's modules directly, not through an entry point: register every year as tax/index.ts does.
import './tax/data/register-shipped';
