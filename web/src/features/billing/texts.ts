import {
  CHECKOUT_EXPIRES_AFTER_HOURS,
  type PaymentProvider,
  type PaymentShownStatus,
} from "../../../../common/api/billing";

/**
 * Texts of the plans, usage and payment screens. Quoted texts of the spec are copied exactly
 * (SPEC §4 "Pricing upgrade button", "Payment success screen", "Payment status screen", §8).
 * No price or limit lives here: those come from GET /api/subscription/plans and the status call.
 */

export const pricingTexts = {
  title: "Plans and pricing",
  intro: (vatPercent: number) =>
    `Prices are in South African rand and include ${vatPercent}% VAT. Upgrade or cancel at any time.`,
  perMonth: "/month",
  unlimited: "Unlimited",
  analysesPerMonth: (limit: number) => `${limit} ${limit === 1 ? "analysis" : "analyses"} a month`,
  generationsPerMonth: (limit: number) => `${limit} ${limit === 1 ? "generation" : "generations"} a month`,
  unlimitedAnalyses: "Unlimited analyses",
  unlimitedGenerations: "Unlimited generations",
  mostPopular: "Most popular",
  currentPlan: "Current plan",
  yourPlan: "Your plan",
  everythingIn: (planName: string) => `Everything in ${planName}, plus:`,
  getStarted: "Get Started",
  upgradeTo: (planName: string) => `Upgrade to ${planName}`,
  processing: "Processing…",
  chosenPlan: (planName: string) => `You chose the ${planName} plan. Continue below to pay securely.`,
  loading: "Loading plans…",
  loadFailedInline: "We could not load the plans.",
  retry: "Try again",
  usageTitle: "Your usage this month",
  analyses: "Contract analyses",
  generations: "Contract generations",
  usedOf: (used: number, limit: number) => `${used} of ${limit} used`,
  usedUnlimited: (used: number) => `${used} used · Unlimited`,
  manageSubscription: "Manage subscription",
  paymentNote: (days: number) =>
    `Card payments through Yoco, with PayFast and PayPal as alternatives. First-time subscribers can ask for a refund within ${days} days.`,
  vatIncluded: "VAT included",
  noCardNeeded: "No card needed",
  // Toasts (SPEC §4, §8).
  alreadyFree: "Already on Free Plan",
  alreadyFreeText: "The Free plan is yours already — no payment needed.",
  demoCheckout: "Demo Checkout",
  demoCheckoutText: "Taking you to the demo checkout. No real money moves.",
  secureCheckout: "Secure Checkout",
  secureCheckoutText: "Taking you to our payment provider's secure checkout.",
  subscriptionActivated: "Subscription Activated!",
  subscriptionActivatedText: (planName: string) => `Your ${planName} plan is active.`,
  paymentErrorTitle: "Payment Error",
  paymentErrorText: "Unable to process payment. Please try again or contact support.",
  loadErrorTitle: "Error",
  loadErrorText: "Failed to load pricing information",
  planNotFound: (planId: string) => `Plan ${planId} not found`,
  noPaymentUrl: "No payment URL provided",
  checkoutDescription: (planName: string) => `ContractClarity ${planName} plan — monthly subscription`,
} as const;

export const usageTexts = {
  checkFailed: "Failed to check usage limit",
  trackFailed: "Failed to track usage",
  statsFailed: "Failed to get usage stats",
} as const;

export const paywallTexts = {
  title: "You have reached your free limit",
  signUpTitle: "Create a free account to share",
  signUpText: "Sharing contracts needs an account. Sign up free, then share with a link, WhatsApp or email.",
  usage: (used: number, limit: number) => `${used} of ${limit} used`,
  usageLabel: "Free uses this period",
  benefitsTitle: "Upgrade to get",
  sharingBenefit: "Unlimited contract sharing",
  upgrade: "See plans and upgrade",
  signUp: "Sign up free",
  notNow: "Not now",
} as const;

export const paymentStatusTexts = {
  title: "Payment Status",
  checkingTitle: "Verifying your payment",
  successTitle: "Payment confirmed",
  failedTitle: "Payment not completed",
  timeoutTitle: "Verification timed out",
  missing: "Payment information is missing. Please try again.",
  notSuccessful: "Payment was not successful. Please try again.",
  pending: "Processing your payment... Please wait.",
  unableToVerify: "Unable to verify payment status. Please contact support.",
  timedOut: "Payment verification timed out. Your payment may still be processing.",
  successMessage: "Your payment went through. Switching your plan on…",
  elapsed: (seconds: number) => `${seconds}s elapsed`,
  progressLabel: "Verification progress",
  reference: "Reference",
  checkAgain: "Check Again",
  tryAgain: "Try Again",
  viewSubscription: "View Subscription",
  backToPlans: "Back to Plans",
  contactSupport: "Contact Support",
  contactSupportToast: "Contact support",
  contactSupportText: (reference: string) => `Please contact support and quote your payment reference ${reference}.`,
  contactSupportNoReference: "Please contact support and tell us when you paid and which plan you chose.",
  activatedTitle: "Subscription Activated!",
  activatedText: "Your new plan is active. Taking you to your subscription…",
  activationFailedTitle: "Plan not switched on yet",
  activationFailedText:
    "Your payment went through but switching your plan on failed. We are taking you to your subscription page.",
  redirecting: "Taking you to your subscription…",
  gateway: (provider: string) => `Checked with ${provider}`,
} as const;

export const paymentSuccessTexts = {
  title: "Payment Success",
  processingTitle: "Confirming your payment",
  processingText: "Please keep this page open while we switch your plan on.",
  successTitle: "Payment successful",
  successText: "Thank you. Your subscription is active.",
  failedTitle: "We could not confirm your payment",
  incomplete: "Payment information is incomplete. Please contact support with your payment confirmation.",
  activationFailed: "Payment was successful but subscription activation failed. Please contact support.",
  unexpected: "There was an error processing your payment confirmation.",
  activatedToast: "Subscription Activated!",
  activatedToastText: "Your new plan is active. Taking you to your subscription…",
  viewSubscription: "View Subscription",
  backToPlans: "Back to Plans",
  contactSupport: "Contact Support",
  redirecting: "Taking you to your subscription…",
} as const;

export const payfastReturnTexts = {
  title: "PayFast Return",
  receivedTitle: "Back from PayFast",
  receivedText: "PayFast sent you back to us. We are now checking that your payment went through.",
  cancelledTitle: "Payment cancelled",
  cancelledText: "You cancelled the payment at PayFast. Nothing was charged.",
  incompleteTitle: "We could not read the payment details",
  incompleteText:
    "PayFast did not send the details we need. If you paid, please contact support with your PayFast confirmation.",
  checkStatus: "Check payment status",
  backToPlans: "Back to Plans",
  contactSupport: "Contact Support",
} as const;

export const demoCheckoutTexts = {
  badge: "Demo Checkout",
  title: "Demo Checkout",
  intro: "This is the built-in demo payment provider. No real money moves and no card is needed.",
  plan: "Plan",
  amount: "Amount",
  vat: "Includes VAT",
  perMonth: "per month",
  reference: "Payment reference",
  payNow: "Pay now",
  paying: "Paying…",
  cancel: "Cancel",
  cancelling: "Cancelling…",
  cancelledToast: "Payment cancelled",
  cancelledToastText: "Nothing was charged. You can pick a plan again whenever you like.",
  failedToast: "Demo payment failed",
  loading: "Loading the payment…",
  notFoundTitle: "Payment not found",
  notFoundText: "We could not find this payment. Start again from the plans page.",
  alreadyDone: "This payment is no longer waiting for you.",
  backToPlans: "Back to Plans",
  viewStatus: "View payment status",
} as const;

export const subscriptionTexts = {
  title: "Subscription",
  intro: "Your plan, what you have used this month, and your payments.",
  currentPlan: "Current plan",
  state: { active: "Active", cancelled: "Cancelled", expired: "Expired" } as const,
  freeForever: "Free — no renewal needed",
  renewsOn: (date: string) => `Renews on ${date}`,
  paidUntil: (date: string) => `Paid until ${date}`,
  payAnotherMonth: "Pay for another month",
  endsOn: (date: string) => `Ends on ${date}`,
  staysUntil: (date: string) => `Your plan stays until ${date}`,
  betaEndsOn: (date: string) => `Beta access ends on ${date}`,
  usageTitle: "Usage this month",
  analyses: "Contract analyses",
  generations: "Contract generations",
  usedOf: (used: number, limit: number) => `${used} of ${limit} used`,
  unlimited: "Unlimited",
  usedUnlimited: (used: number) => `${used} used`,
  changePlan: "Change plan",
  upgrade: "Upgrade",
  seePlans: "See plans",
  payments: "Payments and invoices",
  cancel: "Cancel subscription",
  cancelTitle: "Cancel your subscription?",
  cancelText: (planName: string, date: string) =>
    `Your ${planName} plan will not renew. You keep it until ${date}; after that you are on the Free plan.`,
  cancelTextNoDate: (planName: string) => `Your ${planName} plan will not renew; afterwards you are on the Free plan.`,
  keepPlan: "Keep my plan",
  confirmCancel: "Cancel subscription",
  cancelling: "Cancelling…",
  cancelledToast: "Subscription cancelled",
  cancelFailed: "Could not cancel",
  loading: "Loading your subscription…",
  loadFailed: "We could not load your subscription.",
  retry: "Try again",
  upgradeStarting: (planName: string) => `Starting your upgrade to ${planName}…`,
  refundTitle: "Request a refund",
  refundIntro: (days: number) =>
    `First-time subscribers can ask for a refund within ${days} days. Refunds are paid back through the provider that took the payment and take 5-10 business days.`,
  refundButton: "Request a refund",
  refundReason: "Why do you want a refund?",
  refundReasonHint: "A few words help us improve.",
  refundSubmit: "Send request",
  refundSending: "Sending…",
  refundCancel: "Close",
  refundSentToast: "Refund requested",
  refundSentText: "We received your request and will email you once it is decided.",
  refundFailed: "Refund request failed",
} as const;

export const betaTexts = {
  title: "Welcome to the beta programme",
  text: (months: number, extraAnalyses: number, extraGenerations: number, testers: number) =>
    `You were enrolled automatically. You get ${months} months free with ${extraAnalyses} analyses and ${extraGenerations} generations per month on top of the Free plan's, as one of ${testers} testers.`,
  limitsNow: (analyses: number | null, generations: number | null) =>
    analyses !== null && generations !== null
      ? `This month you can run ${analyses} analyses and ${generations} generations.`
      : "",
  dismiss: "Dismiss the beta welcome",
  gotIt: "Got it",
  joinTitle: "Join the beta programme",
  joinText: (months: number, extraAnalyses: number, extraGenerations: number, placesLeft: number, testers: number) =>
    `Try new features first: for ${months} months, ${extraAnalyses} analyses and ${extraGenerations} generations a month more than the Free plan gives. ${placesLeft} of ${testers} places left.`,
  join: "Join the beta",
  joining: "Joining…",
  joinFailed: "Could not join the beta",
} as const;

export const paymentDashboardTexts = {
  title: "Payments and invoices",
  intro: "Every payment you made, with VAT shown and the tax invoice to download.",
  empty: "No payments yet",
  emptyText: "When you subscribe to a paid plan, your payments and invoices show here.",
  seePlans: "See plans",
  loading: "Loading your payments…",
  loadFailed: "We could not load your payments.",
  retry: "Try again",
  caption: "Your payments, newest first",
  date: "Date",
  plan: "Plan",
  provider: "Provider",
  amount: "Amount (incl. VAT)",
  vat: "VAT",
  status: "Status",
  refund: "Refund",
  invoice: "Invoice",
  download: "Download PDF",
  downloadLabel: (invoiceNumber: string) => `Download invoice ${invoiceNumber} (PDF)`,
  noInvoice: "—",
  noRefund: "—",
  backToSubscription: "Back to subscription",
  expiredNote: `A checkout not paid within ${CHECKOUT_EXPIRES_AFTER_HOURS} hours expires: nothing was charged for it. If you did pay, it shows as Paid as soon as the payment provider confirms it.`,
} as const;

export const providerLabels: Record<PaymentProvider, string> = {
  yoco: "Yoco (card)",
  payfast: "PayFast",
  paypal: "PayPal",
  demo: "Demo",
};

export const paymentStatusLabels: Record<PaymentShownStatus, string> = {
  pending: "Pending",
  completed: "Paid",
  failed: "Failed",
  refunded: "Refunded",
  expired: "Expired",
};

export const refundStatusLabels = {
  requested: "Requested",
  approved: "Approved",
  declined: "Declined",
  processed: "Refunded",
} as const;
