extension RestorationNotice {
    /// What the launch after a crash says of a payment that was under way: it never finished. The
    /// simulated processor charges only when its answer arrives, which the ended process never
    /// took, so nothing was charged (a real processor would be asked about the payment's id first).
    init(interrupted payment: PaymentsUnderWay.Payment) {
        self.init(title: localized("Payment Cancelled"),
                  // Translators: %s is a payment, such as “$258.00 for 2 × Studio Headphones with Visa •••• 4242”
                  message: localized("Shop closed while it was paying %s. The payment was cancelled, and nothing was charged. You can buy it again from the catalogue.", payment.description),
                  detail: "payment \(payment.id) was under way when process \(payment.process.id) ended")
    }
}
