"""The Discord side of the outbox: ``DiscordDelivery`` (the engine's ``Delivery`` port, which
each feature's delivery registers its handlers into), posting a row that may already have
reached Discord only once (``resend``), and telling whoever caused a post Discord refused
(``undelivered``)."""
