export { runCompanyCli, USAGE } from './company-cli';
export { CONTENT_USAGE, type ContentCliDeps, runContentCli } from './content-cli';
export { demoCompany } from './demo-company';
export { REDIRECT_USAGE, runRedirectCli } from './redirect-cli';
export { companyLogoUrl, type NewCompany, registerCompany } from './register-company';
export { type CheckedThemeFolder, checkThemeFolder, themeFolders } from './self-care-folders';
