/** The contract screens, loaded together when the first of them opens. */
export { ContractsPage } from './ContractsPage.js';
export { ContractAddPage, ContractEditPage } from './ContractFormPages.js';
export { ContractViewPage } from './ContractViewPage.js';
