export { runCompanyCli, USAGE } from './company-cli';
export { CONTENT_USAGE, runContentCli } from './content-cli';
export { demoCompany } from './demo-company';
export { REDIRECT_USAGE, runRedirectCli } from './redirect-cli';
export { companyLogoUrl, type NewCompany, registerCompany } from './register-company';
