# The review service's refusals (service.py): /review and the Review button.

review-not-on-server = There is no match #{ $match } on this server.
review-during-game = Match #{ $match } is still being played, and nobody gets a review (or any hint) during a game. Ask again once it is over.
review-aborted = Match #{ $match } was aborted without a result, so there is no review of it.
review-no-moves = Match #{ $match } ended before its first move: nothing to review.
