export { runCompanyCli, USAGE } from './company-cli';
export { demoCompany } from './demo-company';
export { companyLogoUrl, type NewCompany, registerCompany } from './register-company';
