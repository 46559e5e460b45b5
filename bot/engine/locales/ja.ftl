# The engine kernel's refusals (bot/engine/errors.py): what every feature may answer.
# Each feature's own refusals are in bot/engine/<feature>/locales/.

storage-cannot-write = 現在、ボットは何も保存できません（保存領域がいっぱいか、読み取り専用です）。そのため、この操作は保存されていません。これまでに保存された内容はすべて無事です。数分後にもう一度お試しください。
storage-unreachable = 現在、ボットがデータベースに接続できないため、この操作は保存されていません。これまでに保存された内容はすべて無事です。数分後にもう一度お試しください。
storage-conflict = 同じ対象への別の変更を処理中だったため、この操作を保存できず、何も変更されていません。もう一度お試しください。
