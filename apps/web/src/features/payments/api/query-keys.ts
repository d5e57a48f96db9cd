/** Cache keys of the payment queries; the full reset on login, role switch and logout empties them all. */
export const paymentsKeys = {
  all: ['payments'] as const,
  cards: () => [...paymentsKeys.all, 'cards'] as const,
  cardNumber: (cardNumber: string) => [...paymentsKeys.all, 'card-number', cardNumber] as const,
  account: () => [...paymentsKeys.all, 'connected-account'] as const,
  config: () => [...paymentsKeys.all, 'public-config'] as const,
};
