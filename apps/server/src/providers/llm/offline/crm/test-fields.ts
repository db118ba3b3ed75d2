import { field } from './test-call';

/* HubSpot-like properties for the CRM extractors' tests, as a sales team's portal defines them. */

export const AMOUNT = field({
  propertyName: 'amount',
  label: 'Amount',
  description: 'The total amount of the deal',
  type: 'number',
});
export const SEATS = field({
  propertyName: 'seats',
  label: 'Seats',
  description: 'How many users the customer intends to license.',
  type: 'number',
});
export const EMPLOYEES = field({
  propertyName: 'numberofemployees',
  label: 'Number of Employees',
  description: 'The total number of employees who work for the company.',
  type: 'number',
});
export const BUDGET_CONFIRMED = field({
  label: 'Budget Confirmed',
  description: 'Whether the customer has confirmed a budget for this purchase.',
  type: 'bool',
});
export const STRATEGIC = field({
  label: 'Strategic Account',
  description: 'Whether leadership follows this account closely.',
  type: 'bool',
});
export const CLOSE_DATE = field({
  propertyName: 'closedate',
  label: 'Close Date',
  description: 'Date the deal was closed.',
  type: 'datetime',
});
export const CONTRACT_START = field({
  label: 'Contract Start Date',
  description: "The day the customer's contract starts.",
  type: 'date',
});
export const CONTRACT_RENEWAL = field({
  label: 'Contract Renewal Date',
  description: "When the company's current contract comes up for renewal.",
  type: 'date',
});
export const DECISION_TIMELINE = field({
  label: 'Decision Timeline',
  description: 'When the customer expects to decide.',
  type: 'enumeration',
  options: [
    { value: 'this_month', label: 'This month' },
    { value: 'this_quarter', label: 'This quarter' },
    { value: 'next_quarter', label: 'Next quarter' },
    { value: 'later', label: 'Later' },
  ],
});
export const PRIORITY = field({
  propertyName: 'hs_priority',
  label: 'Priority',
  description: 'The priority of the deal',
  type: 'enumeration',
  options: [
    { value: 'low', label: 'Low' },
    { value: 'medium', label: 'Medium' },
    { value: 'high', label: 'High' },
  ],
});
export const DEAL_STAGE = field({
  propertyName: 'dealstage',
  label: 'Deal Stage',
  description: 'The stage of the deal.',
  type: 'enumeration',
  options: [
    { value: 'appointmentscheduled', label: 'Appointment Scheduled' },
    { value: 'qualifiedtobuy', label: 'Qualified To Buy' },
    { value: 'presentationscheduled', label: 'Presentation Scheduled' },
    { value: 'contractsent', label: 'Contract Sent' },
    { value: 'closedwon', label: 'Closed Won' },
    { value: 'closedlost', label: 'Closed Lost' },
  ],
});
export const DEAL_TYPE = field({
  propertyName: 'dealtype',
  label: 'Deal Type',
  description:
    'The type of deal. By default, categorize your deal as either New Business or Existing Business.',
  type: 'enumeration',
  options: [
    { value: 'newbusiness', label: 'New Business' },
    { value: 'existingbusiness', label: 'Existing Business' },
  ],
});
export const PRODUCTS = field({
  label: 'Products of Interest',
  description: 'Which of our products the customer wants to buy.',
  type: 'enumeration',
  fieldType: 'checkbox',
  options: [
    { value: 'core_platform', label: 'Core platform' },
    { value: 'analytics_addon', label: 'Analytics add-on' },
    { value: 'premium_support', label: 'Premium support' },
    { value: 'sso_addon', label: 'SSO add-on' },
  ],
});
export const INDUSTRY = field({
  label: 'Industry',
  description: 'The type of business the company performs.',
  type: 'enumeration',
  options: [
    { value: 'BANKING', label: 'Banking' },
    { value: 'COMPUTER_SOFTWARE', label: 'Computer Software' },
    { value: 'FOOD_PRODUCTION', label: 'Food Production' },
    { value: 'MARKETING_AND_ADVERTISING', label: 'Marketing and Advertising' },
    { value: 'RETAIL', label: 'Retail' },
  ],
});
export const COMPETITORS = field({
  label: 'Competitors',
  description: 'Other vendors the customer is evaluating.',
  type: 'string',
});
export const PAIN_POINTS = field({
  label: 'Pain Points',
  description: 'The problems the customer wants solved, in their words.',
  type: 'string',
});
export const NEXT_STEP = field({
  propertyName: 'hs_next_step',
  label: 'Next Step',
  description: 'A short description of the next step for the deal',
  type: 'string',
});
/** The record's own description: no HubSpot property of its own, filled by the object's prompt. */
export const DESCRIPTION = {
  ...field({ label: 'Deal description', description: "The deal's deal description", type: 'string' }),
  key: 'deal:description',
  propertyName: null,
  prompt: 'Summarise what was learnt about the deal.',
};
