# The tournaments room in Japanese (docs/glossary-ja.md). The command tree: one block per
# command, its options below it; choices (choice-…) after the commands.

-tournament-number = 大会番号（既定: このサーバーで終わっていない最新の大会）
-player-concerned = 対象のプレイヤー

## /tournament (players)

cmd-tournament = 大会
    .description = 大会: 参加申し込み、トーナメント表、順位。
cmd-tournament-list = 一覧
    .description = このサーバーの大会、進行中のものから。
cmd-tournament-my-matches = 自分の試合
    .description = このサーバーの大会でのあなたの状況。
cmd-tournament-drop = 離脱
    .description = 大会から抜けます（これまでの結果は残ります）。
cmd-tournament-drop-tournament = 大会
    .description = { -tournament-number }
cmd-tournament-concede = 負け申告
    .description = 今の試合に負けたと報告します。
cmd-tournament-concede-match = 試合
    .description = 試合（既定: 今している試合）
cmd-tournament-concede-tournament = 大会
    .description = { -tournament-number }
cmd-tournament-status = 状況
    .description = 大会の進み具合を、トーナメント表か表で。
cmd-tournament-status-tournament = 大会
    .description = { -tournament-number }

## /host (organisers)

cmd-host = 主催
    .description = 主催者: 大会を作って運営します。

cmd-host-create = 作成
    .description = 大会を作り、参加申し込みを受け付けます。
cmd-host-create-name = 名前
    .description = 大会の名前
cmd-host-create-format = 形式
    .description = シングルエリミネーション（既定）、ダブルエリミネーション、総当たり戦、スイス式
cmd-host-create-games = ゲーム
    .description = カンマ区切りのゲームID、または all（既定）
cmd-host-create-choice = ゲーム選択
    .description = 試合ごとのゲームの決め方（既定: 合意またはバン、ゲームが一つなら固定）
cmd-host-create-best_of = 番勝負
    .description = 一試合の局数: 1、3、5（既定 1）
cmd-host-create-seeding = シード
    .description = ランダム（既定）、申し込み順、または大会のゲームのレーティング順でシード
cmd-host-create-starts_in = 開始まで
    .description = 自動で始まるまでの分（既定: /主催 開始 を使ったとき）
cmd-host-create-starts_at = 開始日時
    .description = またはサーバーのタイムゾーンでの開始日時（/主催 タイムゾーン）: 2026-12-24 20:00
cmd-host-create-checkin = チェックイン
    .description = 開始前のチェックインの分（既定 0: チェックインなし）
cmd-host-create-deadline = 待ち時間
    .description = 不参加で不戦敗になるまで試合が待つ分（0: 待たない）
cmd-host-create-no_show_forfeit = 不参加負け
    .description = 現れなかったプレイヤーは負け（既定）、または通知だけ受ける
cmd-host-create-rounds = ラウンド数
    .description = スイス式: ラウンド数（既定: 参加人数に足りるだけ）
cmd-host-create-max_players = 最大人数
    .description = 席数（既定: 形式の上限）。あふれた申し込みはキャンセル待ちへ
cmd-host-create-tie_seat = 完全同点
    .description = Thwart Omega: 大会の対局で完全に同点のときの勝者
cmd-host-create-round_seconds = ラウンド時間
    .description = Thwart Omega: 1ラウンドの秒数
cmd-host-create-time_limit = 一手の時間
    .description = 一手ずつ指すゲーム: 一手の秒数
cmd-host-create-tie_breaks = タイブレーク
    .description = スイス式/総当たり: タイブレークの順、例: bh-c1, bh, sb（または buchholz-cut-1 …）
cmd-host-create-pick_minutes = 選択時間
    .description = 合意またはバン: 選択やバンごとの分（既定 10）
cmd-host-create-board = ゲーム設定
    .description = ゲームのオプション、例: meuda size=7; meter size=5 pie=off
cmd-host-create-unplayed = 不戦の扱い
    .description = スイス式: 不戦勝・不戦敗・欠場のタイブレークでの数え方（既定 FIDE 2026）
cmd-host-create-remind = リマインド
    .description = チェックイン終了の何分前に未チェックインの人へ知らせるか（0: しない）
cmd-host-create-public_threads = 公開スレッド
    .description = 誰でも試合のスレッドを見られる（既定: 非公開、プレイヤーと運営のみ）
cmd-host-create-third_place = 三位決定戦
    .description = シングルエリミネーション: 準決勝の敗者二人が三位を争う（既定: なし）
cmd-host-create-playoff = プレーオフ
    .description = スイス式/総当たり: 一位が並んだときのプレーオフ（既定: なし）

cmd-host-organiser-role = 主催者ロール
    .description = サーバー管理者: 誰が大会を主催できるか。
cmd-host-organiser-role-role = ロール
    .description = このロールのメンバーは大会を主催できる（空欄: 追加なし）
cmd-host-participant-role = 参加者ロール
    .description = サーバー管理者: プレイヤーが付けるロール。
cmd-host-participant-role-role = ロール
    .description = 大会の開始時に全プレイヤーへ付け、終了時に外す（空欄: なし）
cmd-host-champion-role = 優勝者ロール
    .description = サーバー管理者: 優勝者のロール。
cmd-host-champion-role-role = ロール
    .description = 各大会の優勝者に付け、前の優勝者からは外す（空欄: なし）
cmd-host-time-zone = タイムゾーン
    .description = サーバー管理者: 開始日時を入力するタイムゾーン。
cmd-host-time-zone-zone = タイムゾーン
    .description = IANA タイムゾーン、例: Asia/Tokyo（入力すると検索）

cmd-host-open = チェックイン
    .description = 今チェックインを開きます。閉じると大会が始まります。
cmd-host-open-minutes = 分
    .description = チェックインを開いておく時間。その後開始
cmd-host-open-tournament = 大会
    .description = { -tournament-number }
cmd-host-start = 開始
    .description = 今すぐ大会を始めます。
cmd-host-start-tournament = 大会
    .description = { -tournament-number }

cmd-host-set-result = 結果入力
    .description = 結果を入力または変更します（直前のものは /主催 取り消し で戻す）。
cmd-host-set-result-match = 試合
    .description = トーナメント表の試合（W1.2, L3.1, GF）または R2.3（第2ラウンド3番卓）
cmd-host-set-result-winner = 勝者
    .description = 勝った人（引き分けや双方不戦敗なら空欄）
cmd-host-set-result-draw = 引き分け
    .description = 試合は引き分けだった（スイス式と総当たり戦）
cmd-host-set-result-how = 方法
    .description = 対局した（既定）、不戦敗（相手が指さなかった）、双方不戦敗
cmd-host-set-result-score = スコア
    .description = 局数のスコア、勝者が先、例: 2-1（引き分け: 1½-1½）。既定: なし
cmd-host-set-result-tournament = 大会
    .description = { -tournament-number }
cmd-host-undo = 取り消し
    .description = あなたが入力した最後の結果を取り消します（それに依存するものがなければ）。
cmd-host-undo-tournament = 大会
    .description = { -tournament-number }

cmd-host-disqualify = 失格
    .description = プレイヤーを失格にします（過去の結果は残ります）。
cmd-host-disqualify-player = プレイヤー
    .description = { -player-concerned }
cmd-host-disqualify-tournament = 大会
    .description = { -tournament-number }
cmd-host-replace = 交代
    .description = 代わりの人がプレイヤーの席を引き継ぎます。
cmd-host-replace-player = プレイヤー
    .description = { -player-concerned }
cmd-host-replace-substitute = 代わり
    .description = 席を引き継ぐ人
cmd-host-replace-tournament = 大会
    .description = { -tournament-number }
cmd-host-pause = 一時停止
    .description = 一時停止します（進行中の対局は続きます）。
cmd-host-pause-tournament = 大会
    .description = { -tournament-number }
cmd-host-resume = 再開
    .description = 一時停止した大会を再開します。
cmd-host-resume-tournament = 大会
    .description = { -tournament-number }
cmd-host-cap = 定員
    .description = 開始前: 席数を変えます。
cmd-host-cap-players = 人数
    .description = 席数。超えた申し込みは順番にキャンセル待ち
cmd-host-cap-tournament = 大会
    .description = { -tournament-number }
cmd-host-seeds = シード
    .description = 開始前: 上位シードを自分で決めます。
cmd-host-seeds-players = プレイヤー
    .description = シード順のメンション、例: @Ana @Bo @Cy（シード 1, 2, 3）。空欄: なし
cmd-host-seeds-tournament = 大会
    .description = { -tournament-number }
cmd-host-watch = 観戦
    .description = この大会のすべての試合スレッドに加わります。
cmd-host-watch-on = オン
    .description = すべての試合スレッドに追加（既定）、または新しいスレッドには追加しない
cmd-host-watch-tournament = 大会
    .description = { -tournament-number }
cmd-host-pairing = 組み合わせ
    .description = 規則どおりの組み合わせがないスイス式ラウンドを決めます。
cmd-host-pairing-choice = 決定
    .description = 再戦を認める、二度目の不戦勝を与える、または終えたラウンドで終了
cmd-host-pairing-tournament = 大会
    .description = { -tournament-number }
cmd-host-late-entry = 途中参加
    .description = スイス式: 進行中の大会にプレイヤーを加えます。
cmd-host-late-entry-player = プレイヤー
    .description = 加わる人（次のラウンドから組み合わせ）
cmd-host-late-entry-start = 開始点
    .description = すでに組まれたラウンドごとの点: なし（既定）または半点
cmd-host-late-entry-tournament = 大会
    .description = { -tournament-number }
cmd-host-cancel = 中止
    .description = 大会を中止します（確認があります）。
cmd-host-cancel-tournament = 大会
    .description = { -tournament-number }
cmd-host-drop = 除外
    .description = プレイヤーを外します（開始前: 申し込みを取り消し）。
cmd-host-drop-player = プレイヤー
    .description = { -player-concerned }
cmd-host-drop-tournament = 大会
    .description = { -tournament-number }
cmd-host-export = エクスポート
    .description = すべての結果と監査ログを CSV と JSON で。
cmd-host-export-tournament = 大会
    .description = { -tournament-number }

## Choices

choice-single-elimination = シングルエリミネーション
choice-double-elimination = ダブルエリミネーション
choice-round-robin = 総当たり戦
choice-swiss = スイス式
choice-agree-or-ban-the-players-choose = 合意またはバン（プレイヤーが選ぶ）
choice-rotation-one-game-per-round-in-turn = ローテーション（ラウンドごとに一つずつ順番に）
choice-fixed-one-game = 固定（一つのゲーム）
choice-at-random = ランダム
choice-by-entry-order = 申し込み順
choice-by-rating-on-this-server-unrated-last-ties-at-random = このサーバーのレーティング順（なしは最後、同じならランダム）
choice-the-higher-seed-wins-a-full-tie = 完全同点なら上位シードの勝ち
choice-the-lower-seed-wins-a-full-tie = 完全同点なら下位シードの勝ち
choice-a-full-tie-is-replayed = 完全同点なら再対局
choice-fide-2026-rules-c-07-article-16-amended = FIDE 2026 規程（C.07 第16条、改正）
choice-fide-2024-rules-c-07-article-16 = FIDE 2024 規程（C.07 第16条）
choice-no-play-off-the-tie-breaks-then-the-best-seed = プレーオフなし: タイブレーク、次に上位シード
choice-play-off-when-the-tie-breaks-cannot-split-first = タイブレークで一位が決まらないときにプレーオフ
choice-play-off-whenever-first-is-level-on-points = 一位が勝ち点で並べば常にプレーオフ
choice-fide-2009-rule-virtual-opponent = FIDE 2009 規程（仮想の相手）
choice-played = 対局した
choice-forfeit-the-loser-did-not-play = 不戦敗（負けた側が指さなかった）
choice-double-forfeit-neither-played = 双方不戦敗（どちらも指さなかった）
choice-allow-a-rematch = 再戦を認める
choice-give-a-second-bye-avoids-a-rematch-if-it-can = 二度目の不戦勝（できれば再戦を避ける）
choice-end-the-event-after-the-rounds-played = 終えたラウンドで大会を終了
choice-zero-points-for-the-rounds-missed = 欠けたラウンドは0点
choice-a-half-point-for-each-round-missed = 欠けたラウンドごとに半点

## Paced rounds (ラウンドの制限時間: 時間が切れると、主催者のルールが終わっていない試合を決めます)

pace-rule = { $rule ->
    [double-loss] 両者負け
    [organiser] 主催者が決める（{ $minutes }分以内。決まらなければ持ち時間で優位な選手の勝ち）
   *[clock] 持ち時間で優位な選手の勝ち
}
pace-round-ends = ⏱️ **ラウンドの制限時間**: このラウンドは { $time }（{ $relative }）に終わります。そのとき終わっていない試合はこう決まります: { $rule }。
pace-match-time = ⏱️ **ラウンドの制限時間**: 各試合は始まってから { $duration } です。そのとき終わっていない試合はこう決まります: { $rule }。
pace-asked = ⏱️ **{ $name }** · { $title }: ラウンドの制限時間が切れました。{ $organiser } さんが { $time }（{ $relative }）までに `/主催 結果入力` でこの試合を決めます。決まらなければ、そのとき持ち時間で優位な選手の勝ちになります。その間も対局は続き、先に対局で出た結果はそのまま認められます。
pace-decided = ⏱️ **{ $name }** · { $title }: ラウンドの制限時間が切れたので、{ $rule ->
    [double-loss] 両者負けです（終わっていない試合についての主催者のルール）。
    [fallback] 持ち時間で優位な選手の勝ちです。主催者は時間内に決めませんでした。
   *[clock] 持ち時間で優位な選手の勝ちです（終わっていない試合についての主催者のルール）。
}
pace-used = この局で使った考慮時間: { $a } { $used-a }、{ $b } { $used-b }。
pace-score = 今の盤上の得点: { $a } { $score-a }、{ $b } { $score-b }{ $tie ->
    [group-sizes] 。得点が同じなので、グループの大きさで決まります
    [tie-seat0] 。完全同点なので、席のルールで一番目の席の勝ちです
    [tie-seat1] 。完全同点なので、席のルールで二番目の席の勝ちです
   *[none] {""}
}。
pace-by = { $by ->
    [game] 局数が並んでいたので、いま判定した局で決まります: { $winner } さんが試合に勝ちます。
    [draw] 優位な選手はいません: 試合は引き分けです。
    [seed] 優位な選手はおらず、この試合は勝者が必要です: 上位シードの { $winner } さんが勝ち上がります。
    [double-loss] どちらの選手にも点は入りません。
    [series-draw] 局数が並んでいます: 試合は引き分けです。
   *[series] { $winner } さんが試合に勝ちます。
}
pace-time-up = ⏱️ **{ $name }**: 次の試合でラウンドの制限時間が切れました:
pace-line-won = `{ $key }` { $a } 対 { $b }: 持ち時間で { $winner } さんの勝ち
pace-line-drawn = `{ $key }` { $a } 対 { $b }: 持ち時間の判定で引き分け
pace-line-lost = `{ $key }` { $a } 対 { $b }: 両者負け
pace-line-asked = `{ $key }` { $a } 対 { $b }: { $time } まで主催者の判断待ち
pace-ask-organiser = { $organiser } さん、判断待ちの試合を `/主催 結果入力` で決めてください。時間が切れると、持ち時間で優位な選手の勝ちになります。
pace-status-head = ⏱️ **ラウンドの制限時間** { $duration }。そのとき終わっていない試合はこう決まります: { $rule }。
pace-status-round = ラウンド { $round }: { $time }（{ $relative }）に終了
pace-status-round-latest = ラウンド { $round }: 遅くとも { $time } に終了
pace-status-round-paused = ラウンド { $round }: 残り { $left }。大会の一時停止中、ラウンドの時間は止まります
pace-status-round-deciding = ラウンド { $round }: 時間切れ。主催者が { $time }（{ $relative }）までに決めます
pace-status-match = `{ $key }`: { $time }（{ $relative }）に終了
pace-status-match-paused = `{ $key }`: 残り { $left }。大会の一時停止中、ラウンドの時間は止まります
pace-status-match-deciding = `{ $key }`: 時間切れ。主催者が { $time }（{ $relative }）までに決めます
pace-status-more = … ほかにラウンドが { $count } 回あり、それぞれ最大 { $duration } です。
pace-status-more-matches = … ほかに試合が { $count } 件あり、それぞれ終わる時刻が違います。
