# The review service's refusals (service.py): /review and the Review button.

review-not-on-server = このサーバーに対局 #{ $match } はありません。
review-during-game = 対局 #{ $match } はまだ対局中です。対局中は誰も検討（どんなヒントも）を受けられません。終わってからもう一度どうぞ。
review-aborted = 対局 #{ $match } は結果なしで中止されたため、検討はありません。
review-no-moves = 対局 #{ $match } は最初の手の前に終わりました。検討するものがありません。
