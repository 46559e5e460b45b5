# The puzzle service's refusals (service.py, posts.py): /puzzle and the daily puzzle's button
# say them in the reader's language. $reason: the rules' refusal, said in that language too.

puzzle-none-yet = このサーバーにはまだ { $game } の詰め問題がありません。問題は終わった { $game } の対局から作られます。まず対局してから、もう一度どうぞ。
puzzle-all-solved = このサーバーの { $game } の詰め問題をすべて解きました（{ $count } 問）。新しい問題は新しい対局から作られます。
puzzle-none-open = このサーバーで出題中の問題はありません。`/詰め問題 新しい問題 ゲーム:` で出題します。
puzzle-name-a-move = 手を書いてください（例: `d4`）。候補に指せる手がすべて出ます。
puzzle-not-counted = { $reason } この解答は数えません。もう一度どうぞ。
puzzle-not-in-server = 詰め問題はサーバーの対局から作られます。サーバーのチャンネルで使ってください。
puzzle-not-a-user = Discordのユーザーではありません。
daily-closed = このサーバーには今、開いている今日の詰め問題がありません。正解はもう発表されました。次の問題は明日の同じ時刻に出ます。
daily-gone = このサーバーには今、開いている今日の詰め問題がありません。
daily-answered = 今日の詰め問題にはもう答えました。正解は明日の問題と一緒に出ます。
daily-not-stored = { $day } の今日の詰め問題はもう保存されていません。
